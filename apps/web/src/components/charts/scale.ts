/**
 * Pure geometry of the hand-drawn charts: value axis ticks, smooth line paths, ring slices.
 * No DOM here, so the maths can be read (and changed) apart from the drawing.
 */

/** Mantine colour name ('teal.7') → the CSS variable Mantine defines for it. */
export function colorVar(color: string): string {
  return color.startsWith('#') || color.startsWith('var(') ? color : `var(--mantine-color-${color.replace('.', '-')})`;
}

const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10];

/**
 * Round ticks from 0 (or the lowest negative value) to at least the highest value, in `count` steps.
 * Whole-number data (francs, people) never get a tick between two whole numbers: the axis writes
 * them as whole numbers, so 0 and 0.25 would both read '0'. All-zero data get the zero line alone.
 */
export function valueTicks(values: number[], { count = 4, integers = false } = {}): number[] {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  if (max === min) return [0];
  const span = max - min;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  let step = (NICE_STEPS.find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  if (integers || values.every(Number.isInteger)) step = Math.max(1, Math.ceil(step));
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick < max + step - 1e-9 && ticks.length < count + 3; tick += step) ticks.push(tick);
  if (ticks.length < 2) ticks.push(start + step);
  return ticks;
}

/**
 * Which category labels fit under the axis without overlapping: always the first and the last
 * (like a 'preserveStartEnd' axis), the others when there is room.
 */
export function visibleLabels(positions: number[], widths: number[], gap = 6): boolean[] {
  const shown = positions.map(() => false);
  const count = positions.length;
  if (count === 0) return shown;
  shown[0] = true;
  shown[count - 1] = true;
  const right = (index: number) => (positions[index] ?? 0) + (widths[index] ?? 0) / 2;
  const left = (index: number) => (positions[index] ?? 0) - (widths[index] ?? 0) / 2;
  let lastRight = right(0);
  for (let index = 1; index < count - 1; index += 1) {
    if (left(index) >= lastRight + gap && right(index) + gap <= left(count - 1)) {
      shown[index] = true;
      lastRight = right(index);
    }
  }
  return shown;
}

/**
 * A smooth line through the points that never overshoots them (monotone cubic interpolation,
 * Fritsch–Carlson): a month with nothing stays at zero instead of dipping below the axis.
 */
export function monotonePath(points: Array<[number, number]>): string {
  const count = points.length;
  if (count === 0) return '';
  const [firstX, firstY] = points[0]!;
  if (count === 1) return `M${firstX},${firstY}`;
  const slopes: number[] = [];
  for (let index = 0; index < count - 1; index += 1) {
    const [x0, y0] = points[index]!;
    const [x1, y1] = points[index + 1]!;
    slopes.push((y1 - y0) / (x1 - x0 || 1));
  }
  // Tangents as d3's curveMonotoneX computes them: flat at a peak or a trough.
  const sign = (value: number) => (value < 0 ? -1 : 1);
  const tangents = points.map((_, index) => {
    if (index === 0 || index === count - 1) return Number.NaN;
    const before = slopes[index - 1]!;
    const after = slopes[index]!;
    const mean = (before + after) / 2;
    return (sign(before) + sign(after)) * Math.min(Math.abs(before), Math.abs(after), 0.5 * Math.abs(mean)) || 0;
  });
  tangents[0] = count === 2 ? slopes[0]! : (3 * slopes[0]! - tangents[1]!) / 2;
  tangents[count - 1] = count === 2 ? slopes[0]! : (3 * slopes[count - 2]! - tangents[count - 2]!) / 2;
  let path = `M${firstX.toFixed(1)},${firstY.toFixed(1)}`;
  for (let index = 0; index < count - 1; index += 1) {
    const [x0, y0] = points[index]!;
    const [x1, y1] = points[index + 1]!;
    const third = (x1 - x0) / 3;
    const c1 = [x0 + third, y0 + tangents[index]! * third];
    const c2 = [x1 - third, y1 - tangents[index + 1]! * third];
    path += ` C${c1[0]!.toFixed(1)},${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)},${c2[1]!.toFixed(1)} ${x1.toFixed(1)},${y1.toFixed(1)}`;
  }
  return path;
}

/** The SVG path of one slice of a pie (inner = 0) or of a ring, angles in degrees from 12 o'clock. */
export function slicePath(center: number, outer: number, inner: number, from: number, to: number): string {
  const point = (radius: number, angle: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${(center + radius * Math.cos(radians)).toFixed(2)},${(center + radius * Math.sin(radians)).toFixed(2)}`;
  };
  // A whole circle cannot be one arc: draw it as two halves.
  if (to - from >= 359.99) {
    const ring =
      inner > 0
        ? ` M${point(inner, 0)} A${inner},${inner} 0 1 0 ${point(inner, 180)} A${inner},${inner} 0 1 0 ${point(inner, 0)}`
        : '';
    return `M${point(outer, 0)} A${outer},${outer} 0 1 1 ${point(outer, 180)} A${outer},${outer} 0 1 1 ${point(outer, 0)} Z${ring}`;
  }
  const large = to - from > 180 ? 1 : 0;
  const outerArc = `M${point(outer, from)} A${outer},${outer} 0 ${large} 1 ${point(outer, to)}`;
  if (inner <= 0) return `${outerArc} L${center},${center} Z`;
  return `${outerArc} L${point(inner, to)} A${inner},${inner} 0 ${large} 0 ${point(inner, from)} Z`;
}
