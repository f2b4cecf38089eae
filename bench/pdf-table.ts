/** A Markdown table on stdout, so the figures paste straight into bench/README.md. */
export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
