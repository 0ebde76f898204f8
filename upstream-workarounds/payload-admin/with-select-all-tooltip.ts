import type { CollectionConfig } from 'payload'

/** A collection whose list's select-all box has no developer's tooltip (select-all-tooltip.tsx). */
export function withoutSelectAllTooltip(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: { ...collection.admin, components: { ...components, beforeListTable: [...(components?.beforeListTable ?? []), '/upstream-workarounds/payload-admin/select-all-tooltip#SelectAllTooltip'] } },
  }
}
