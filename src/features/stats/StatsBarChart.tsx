import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';

/** One bar chart of /stats: what it counts along which labels. */
export interface BarChartSpec {
  /** The bands' labels (months, genres, decades, ratings). */
  labels: string[];
  series: { label: string; data: number[]; tone: 'primary' | 'secondary' }[];
  /** Bars up (over time) or along (genres, with long names). */
  layout: 'vertical' | 'horizontal';
  /** Series piled on one another in each band. */
  stacked?: boolean;
  height: number;
  /** Room for the band labels of a horizontal chart. */
  labelWidth?: number;
}

/**
 * A chart of /stats, in its own chunk (MUI X Charts loads with the first chart, after the page's
 * figures and their tables are on screen). Whole numbers only on the count axis.
 */
export default function StatsBarChart({
  labels,
  series,
  layout,
  stacked = false,
  height,
  labelWidth = 120,
}: BarChartSpec) {
  const theme = useTheme();
  const bands = [{ scaleType: 'band' as const, data: labels }];
  const counts = [{ tickMinStep: 1, min: 0 }];
  return (
    <BarChart
      height={height}
      layout={layout}
      skipAnimation
      hideLegend={series.length < 2}
      xAxis={layout === 'vertical' ? bands : counts}
      yAxis={
        layout === 'vertical'
          ? [{ tickMinStep: 1, min: 0, width: 36 }]
          : [{ ...bands[0]!, width: labelWidth }]
      }
      series={series.map(({ label, data, tone }) => ({
        label,
        data,
        color: theme.palette[tone].main,
        ...(stacked ? { stack: 'total' } : {}),
      }))}
      margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
    />
  );
}
