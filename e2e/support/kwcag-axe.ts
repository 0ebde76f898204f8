/**
 * The KWCAG 2.2 item each axe-core rule checks a part of. A rule not named here is filed under 4.2.1 (웹 애플리케이션
 * 접근성 준수), so that no violation of the WCAG 2.2 rules goes unreported.
 */
const ITEMS: Record<string, string[]> = {
  '1.1.1': ['image-alt', 'input-image-alt', 'svg-img-alt', 'role-img-alt', 'area-alt', 'object-alt', 'image-redundant-alt'],
  '1.2.1': ['video-caption', 'audio-caption'],
  '1.3.1': ['th-has-data-cells', 'td-headers-attr', 'td-has-header', 'table-fake-caption', 'list', 'listitem', 'definition-list', 'dlitem', 'p-as-heading', 'scope-attr-valid', 'empty-table-header'],
  '1.4.1': ['link-in-text-block'],
  '1.4.2': ['no-autoplay-audio'],
  '1.4.3': ['color-contrast', 'color-contrast-enhanced'],
  '2.1.1': ['scrollable-region-focusable', 'frame-focusable-content', 'server-side-image-map'],
  '2.1.3': ['target-size'],
  '2.2.1': ['meta-refresh'],
  '2.2.2': ['blink', 'marquee'],
  '2.4.1': ['bypass'],
  '2.4.2': ['document-title', 'frame-title', 'frame-title-unique', 'empty-heading'],
  '2.4.3': ['link-name'],
  '2.5.3': ['label-content-name-mismatch'],
  '3.1.1': ['html-has-lang', 'html-lang-valid', 'valid-lang', 'html-xml-lang-mismatch'],
  '3.3.2': ['label', 'select-name', 'form-field-multiple-labels', 'label-title-only'],
  '3.3.4': ['autocomplete-valid'],
}

const ITEM_OF_RULE = new Map(Object.entries(ITEMS).flatMap(([item, rules]) => rules.map((rule) => [rule, item] as const)))

export const kwcagItemOfAxeRule = (rule: string) => ITEM_OF_RULE.get(rule) ?? '4.2.1'
