'use client'

import dynamic from 'next/dynamic'

/*
 * The content widgets, each in its own chunk that only the pages showing it load (rendered on the server as usual).
 * Every sub-menu page is one route, and Turbopack puts a route's client components into one chunk: imported directly,
 * Radix's accordion and tabs (10 KB of Brotli) came with every sub-menu page, the news and gallery lists too.
 */
export const HtmlAccordion = dynamic(() => import('./html-accordion').then((module) => module.HtmlAccordion))
export const ContentTabs = dynamic(() => import('./content-tabs').then((module) => module.ContentTabs))
export const ProfessorGroups = dynamic(() => import('../professors/professor-groups').then((module) => module.ProfessorGroups))
export const ProfessorPicker = dynamic(() => import('../professors/professor-picker').then((module) => module.ProfessorPicker))
