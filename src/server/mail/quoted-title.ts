/**
 * A title put inside « » in a mail: its own « » become “ ” (French typography nests English
 * quotes inside guillemets), so « Partenariat « Nuit d’hiver » » reads « Partenariat “Nuit d’hiver” ».
 */
export function quotedTitle(title: string): string {
  return title.replace(/«\s*/g, '“').replace(/\s*»/g, '”');
}
