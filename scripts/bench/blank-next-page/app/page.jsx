export default function Page() {
  return (
    <main>
      <h1>A blank Next.js page</h1>
      <p>One heading and one paragraph, built and served by the same Next.js as the site: what the framework costs a phone by itself.</p>
    </main>
  )
}
