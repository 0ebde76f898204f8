/** The HTML a crawler or a browser without JavaScript reads: the server's answer without its scripts. */
export const serverHtml = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
