/**
 * Charts of the statistics screens, hand-drawn in SVG (./Cartesian, ./Round): a few kilobytes
 * instead of a charting library, so a page with charts weighs about what a list page weighs.
 */
export { BarChartView as BarChart, LineChartView as LineChart } from './Cartesian';
export { DonutChartView as DonutChart, PieChartView as PieChart } from './Round';
export type { ChartCell, ChartSeries } from './types';
