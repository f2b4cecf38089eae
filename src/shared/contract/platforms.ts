/**
 * The platforms a publication goes on, and the formats each one offers (loi n° 2023-451,
 * art. 8 I: the missions are described precisely: platform, format, number, date). The
 * editor offers these as lists; a value outside them stays possible as « Autre ».
 */
export const platformFormats: Readonly<Record<string, readonly string[]>> = {
  Instagram: ['Publication', 'Carrousel', 'Reel', 'Story', 'Live'],
  TikTok: ['Vidéo', 'Story', 'Live'],
  YouTube: ['Vidéo', 'Short', 'Intégration dans une vidéo', 'Live'],
  Snapchat: ['Story', 'Spotlight'],
  Twitch: ['Live', 'Intégration dans un live'],
  Pinterest: ['Épingle', 'Épingle vidéo'],
  LinkedIn: ['Publication', 'Article', 'Vidéo'],
  Facebook: ['Publication', 'Reel', 'Story', 'Live'],
  'X (Twitter)': ['Publication', 'Vidéo'],
  Blog: ['Article'],
  // UGC: the content is handed over to the brand, which publishes it (spec: « Destination ou plateforme »).
  'Remise à la Marque': ['Vidéo', 'Photo', 'Série de photos'],
};

export const platforms: readonly string[] = Object.keys(platformFormats);

/** The formats offered for a platform: its own, or every known format for an unlisted one. */
export function formatsFor(platform: string): readonly string[] {
  const own = platformFormats[platform];
  if (own) return own;
  return [...new Set(Object.values(platformFormats).flat())];
}
