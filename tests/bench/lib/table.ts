// Plain-text tables for benchmark output: a header row, aligned columns, numbers right-aligned.

export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Indian digit grouping, as the product shows numbers (1,00,000). */
export function count(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-IN') : '—';
}

export function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '—';
}
