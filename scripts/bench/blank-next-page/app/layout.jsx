export const metadata = { title: 'A blank Next.js page', description: 'The Next.js framework alone, measured beside the site.' }

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
