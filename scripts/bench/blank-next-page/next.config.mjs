// Its own configuration, empty: Next.js looks for one upwards and would otherwise take the site's.
const config = {}

export default config
