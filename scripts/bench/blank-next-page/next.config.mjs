// Its own configuration, empty, so that Next.js looks no further up the folders for one.
const config = {}

export default config
