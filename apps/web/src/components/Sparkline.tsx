/**
 * The 'small chart image' of a stat card (spec 'Reusable parts'): a plain SVG line of a few
 * real figures, drawn without the charting library so that a card never waits for it.
 * Decorative: the figures it draws are given in words or in a table elsewhere on the page.
 */
export function Sparkline({
  values,
  width = 96,
  height = 32,
  color = 'var(--mantine-primary-color-filled)',
}: {
  values: number[];
  width?: number;
  height?: number;
  color?: string;
}) {
  if (values.length < 2) return null;
  const max = Math.max(...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const pad = 3;
  const step = (width - pad * 2) / (values.length - 1);
  const points = values.map((value, index) => {
    const x = pad + index * step;
    const y = pad + (height - pad * 2) * (1 - (value - min) / span);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const area = `${pad},${height - pad} ${points.join(' ')} ${(pad + (values.length - 1) * step).toFixed(1)},${height - pad}`;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <polygon points={area} fill={color} fillOpacity={0.12} />
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
