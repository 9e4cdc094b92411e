import { Center, Skeleton, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { BarChartViewProps, DonutChartViewProps, LineChartViewProps, PieChartViewProps } from './types';

/**
 * Charts of the statistics screens, loaded on demand (React.lazy): the first chart of a page
 * fetches ./ChartViews with @mantine/charts and recharts in one go; the pages themselves, the
 * login and the list pages stay free of them. Each chart shows a skeleton of its own size
 * while the library arrives.
 */

const load = () => import('./ChartViews');
const LazyLine = lazy(() => load().then((module) => ({ default: module.LineChartView })));
const LazyBar = lazy(() => load().then((module) => ({ default: module.BarChartView })));
const LazyDonut = lazy(() => load().then((module) => ({ default: module.DonutChartView })));
const LazyPie = lazy(() => load().then((module) => ({ default: module.PieChartView })));

/** Starts fetching the charting library early (e.g. while the figures load). */
export function preloadCharts() {
  void load().catch(() => undefined);
}

function Waiting({ height, round = false }: { height: number; round?: boolean }) {
  return round ? (
    <Center h={height} aria-hidden>
      <Skeleton height={height} circle />
    </Center>
  ) : (
    <Skeleton height={height} aria-hidden />
  );
}

/** A chart that cannot load (offline, new version deployed) leaves the rest of the page usable. */
class ChartBoundary extends Component<{ children: ReactNode; height: number }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center mih={Math.min(this.props.height, 160)} p="md" role="status">
        <Text size="sm" c="dimmed" ta="center">
          Le graphique n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.
        </Text>
      </Center>
    );
  }
}

function Frame({ height, round, children }: { height: number; round?: boolean; children: ReactNode }) {
  return (
    <ChartBoundary height={height}>
      <Suspense fallback={<Waiting height={height} round={round} />}>{children}</Suspense>
    </ChartBoundary>
  );
}

export function LineChart(props: LineChartViewProps) {
  return (
    <Frame height={props.height ?? 280}>
      <LazyLine {...props} />
    </Frame>
  );
}

export function BarChart(props: BarChartViewProps) {
  return (
    <Frame height={props.height ?? 280}>
      <LazyBar {...props} />
    </Frame>
  );
}

export function DonutChart(props: DonutChartViewProps) {
  return (
    <Frame height={props.size ?? 160} round>
      <LazyDonut {...props} />
    </Frame>
  );
}

export function PieChart(props: PieChartViewProps) {
  return (
    <Frame height={props.size ?? 200} round>
      <LazyPie {...props} />
    </Frame>
  );
}

export type { ChartCell, ChartSeries } from './types';
