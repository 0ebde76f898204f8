/**
 * The slug a gallery imported from the old site gets (`npm run import:legacy`): made of its old number, which its old
 * address `/community/gallery/7` used, so that address still finds it (lib/content/galleries.ts).
 */
export const importedGallerySlug = (oldId: string | number) => `gallery-${oldId}`
