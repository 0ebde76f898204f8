import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

export default function NotFound() {
  const t = useTranslations('notFound')
  return (
    <main id="main">
      <p aria-hidden="true">4 0 4</p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/">{t('back')}</Link>
    </main>
  )
}
