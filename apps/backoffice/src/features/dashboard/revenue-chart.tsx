import { chartAxisLabel, DASHBOARD_CHART_HEIGHT } from '@balcao/domain/dashboard';
import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { Axis, buildChartTheme, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { useLayoutEffect, useRef, useState } from 'react';
import { lightTokens } from '../../theme/tokens';
import * as styles from './dashboard.css';
import { type RevenuePoint, SERIES } from './revenue-data';

/** SVG attributes take no CSS variables, so the chart reads the theme's values. */
export const SERIES_COLORS = { paid: lightTokens.tone.success.fg, late: lightTokens.tone.danger.fg };

const theme = buildChartTheme({
  backgroundColor: lightTokens.color.surface,
  colors: [SERIES_COLORS.paid, SERIES_COLORS.late],
  tickLength: 4,
  gridColor: lightTokens.color.border,
  gridColorDark: lightTokens.color.borderStrong,
  svgLabelSmall: { fill: lightTokens.color.textMuted, fontSize: 11 },
});

const x = (point: RevenuePoint) => point.date;
const FALLBACK_WIDTH = 640;
const canObserve = typeof ResizeObserver !== 'undefined';

/** The container's width, followed as the window changes (a fixed width where nothing can observe). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  // Measured before the first paint, so a phone never sees (or scrolls to) the fallback width.
  useLayoutEffect(() => {
    const node = ref.current;
    if (node?.clientWidth) setWidth(Math.max(240, node.clientWidth));
    if (!node || !canObserve) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * §2: Recebido and Em atraso per day, 600 px tall; the axis names weekdays up to seven points and
 * numbers days beyond. Hidden from assistive technology: RevenueTable carries the same figures.
 */
export default function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const { ref, width } = useWidth();
  const tick = (date: string) => chartAxisLabel(date, points.length);
  const reais = (key: 'paid' | 'late') => (point: RevenuePoint) => point[key] / 100;
  return (
    <div ref={ref} className={styles.chart} aria-hidden="true">
      <XYChart
        width={width}
        height={DASHBOARD_CHART_HEIGHT}
        margin={{ top: 16, right: 16, bottom: 40, left: 96 }}
        theme={theme}
        xScale={{ type: 'band', paddingInner: 0.3 }}
        yScale={{ type: 'linear', nice: true, zero: true }}
      >
        <Grid columns={false} numTicks={5} />
        <Axis orientation="bottom" tickFormat={tick} numTicks={points.length} />
        <Axis
          orientation="left"
          numTicks={5}
          tickFormat={(value: number) => formatBRL(Math.round(value * 100))}
        />
        <LineSeries dataKey={SERIES.paid.label} data={points} xAccessor={x} yAccessor={reais('paid')} />
        <LineSeries dataKey={SERIES.late.label} data={points} xAccessor={x} yAccessor={reais('late')} />
        {canObserve ? (
          <Tooltip<RevenuePoint>
            snapTooltipToDatumX
            showVerticalCrosshair
            renderTooltip={({ tooltipData }) => {
              const point = tooltipData?.nearestDatum?.datum;
              if (!point) return null;
              return (
                <div>
                  <strong>{formatApiDate(point.date)}</strong>
                  <div>
                    {SERIES.paid.label}: {formatBRL(point.paid)}
                  </div>
                  <div>
                    {SERIES.late.label}: {formatBRL(point.late)}
                  </div>
                </div>
              );
            }}
          />
        ) : null}
      </XYChart>
    </div>
  );
}
