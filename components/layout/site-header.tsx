import { getTranslations } from 'next-intl/server'

import { SearchBox } from '@/components/search/search-box'
import { Image } from '@/components/ui/image'
import { getPathname } from '@/i18n/navigation'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/routing'
import { getSiteMenus } from '@/lib/content/menus'
import { getLogo, getSettings } from '@/lib/content/settings'

import { HeaderShell } from './header-shell'
import styles from './header.module.css'
import { LanguageToggle } from './language-toggle'
import { PROFESSORS_PATH } from './links'
import { toMobileMenu } from './mobile-menu'
import { MobileNav } from './mobile-nav'
import mobileStyles from './mobile-nav.module.css'
import { NavDropdown } from './nav-dropdown'
import { PersonIcon } from './person-icon'
import { HeaderMobileUserMenu, HeaderSessionTimeout, HeaderUserLinks } from './signed-in-gate'

/** The site header: logo, the main menus (each opens its first sub-menu), the professors link, search, the user and the language. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, search, language, session, menus, settings, logo] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'language' }),
    getTranslations({ locale, namespace: 'sessionTimeout' }),
    getSiteMenus(locale),
    getSettings(locale),
    getLogo(),
  ])
  // The islands get their texts from here: a client provider for them would load next-intl's client code on every page.
  const searchLabels = { label: search('label'), placeholder: search('placeholder'), submit: search('submit') }
  const languageNames = { ko: language('ko'), en: language('en') }
  const userLabels = { login: t('login'), logout: t('logout'), userMenu: t('userMenu'), dashboard: t('dashboard') }
  const sessionTexts = {
    warning: { title: session('title'), text: session('idleText'), lifetimeText: session('lifetimeText'), timeLeft: session('timeLeft', { time: '{time}' }), stay: session('stay'), signOut: session('signOut') },
    ended: { title: session('endedTitle'), text: session('endedText'), signIn: session('signIn'), close: session('close') },
  }
  return (
    <HeaderShell>
      <div className={styles.utility}>
        <div className={`container ${styles.tools}`}>
          <SearchBox action={getPathname({ locale, href: '/search' })} {...searchLabels} className={styles.search} />
          <HeaderUserLinks labels={userLabels}>
            <Link href="/login" className={styles.toolLink}>
              {userLabels.login}
            </Link>
          </HeaderUserLinks>
          <HeaderSessionTimeout texts={sessionTexts} signInHref={getPathname({ locale, href: '/login' })} />
          <LanguageToggle names={languageNames} current={locale} />
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={t('homeLink', { school: settings.school_name })}>
          <Image src={logo ?? '/images/emblem.svg'} alt="" width={44} height={44} loading="eager" className={styles.emblem} />
          <span className={styles.schoolName}>{settings.school_name}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('mainNav')}>
          <ul className={styles.menu}>
            {menus.map((menu) => (
              <NavDropdown
                key={menu.id}
                label={menu.name}
                href={menu.sub_menus[0]?.route ?? `/${menu.slug}`}
                submenuId={`submenu-${menu.slug}`}
                toggleLabel={t('submenuToggle', { menu: menu.name })}
              >
                <ul id={`submenu-${menu.slug}`} className={styles.submenu}>
                  {menu.sub_menus.map((sub) => (
                    <li key={sub.id}>
                      <Link href={sub.route}>{sub.name}</Link>
                    </li>
                  ))}
                </ul>
              </NavDropdown>
            ))}
            <li className={styles.item}>
              <Link href={PROFESSORS_PATH} className={styles.topLink}>
                {t('professors')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.mobileTools}>
          <HeaderMobileUserMenu labels={userLabels}>
            <Link href="/login" className={mobileStyles.iconButton}>
              <PersonIcon />
              <span className="visually-hidden">{userLabels.login}</span>
            </Link>
          </HeaderMobileUserMenu>
        </div>
        <MobileNav
          menus={menus.map(toMobileMenu)}
          labels={{ openMenu: t('openMenu'), closeMenu: t('closeMenu'), mobileNav: t('mobileNav') }}
          search={searchLabels}
          languages={{ ...languageNames, label: language('label') }}
          locale={locale}
        />
      </div>
    </HeaderShell>
  )
}
