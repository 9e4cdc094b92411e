/** Props of the chart views. */

export interface ChartSeries {
  /** Key of the value in each data row; also the legend text unless `label` is given. */
  name: string;
  label?: string;
  /** Mantine colour, e.g. 'teal.7'. */
  color: string;
}

export interface ChartCell {
  name: string;
  value: number;
  color: string;
}

interface CartesianProps {
  /** null: no value (e.g. the months still to come), the line stops there. */
  data: Array<Record<string, string | number | null>>;
  dataKey: string;
  series: ChartSeries[];
  /** Summary read by screen readers (in the reader's language) in place of the picture. */
  label: string;
  height?: number;
  /** Tooltip values, e.g. formatXaf. */
  valueFormatter?: (value: number) => string;
  /** Y axis ticks, e.g. abbreviateAmount. */
  axisFormatter?: (value: number) => string;
}

export interface LineChartViewProps extends CartesianProps {
  withDots?: boolean;
  /** Shown by default when there are several series. */
  withLegend?: boolean;
}

export interface BarChartViewProps extends CartesianProps {
  withLegend?: boolean;
  /** false for counts of people. */
  allowDecimals?: boolean;
}

export interface DonutChartViewProps {
  data: ChartCell[];
  label: string;
  size?: number;
  thickness?: number;
  /** Text in the middle of the ring. */
  chartLabel?: string;
  valueFormatter?: (value: number) => string;
}

export interface PieChartViewProps {
  data: ChartCell[];
  label: string;
  size?: number;
  valueFormatter?: (value: number) => string;
}
