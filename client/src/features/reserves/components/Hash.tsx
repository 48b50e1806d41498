// A 64-digit hash that wraps on a phone only between groups of eight, so no run of digits is read across two lines;
// it copies as one unbroken string.
export function Hash({ value, testId }: { value: string; testId?: string }) {
  const groups = value.match(/.{1,8}/g) ?? [];
  return (
    <code className="reserves__hash" data-testid={testId}>
      {groups.map((group, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one hash, in order, never reordered.
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="reserves__hash-group">{group}</span>
        </span>
      ))}
    </code>
  );
}
