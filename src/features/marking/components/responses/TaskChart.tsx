import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartFigure } from '@contract/exams/form';

/**
 * A Task 1 chart drawn from the form's data, as the candidate saw it. Hidden from screen readers and
 * the keyboard (`inert`): the data table beside it gives the same figures.
 */
export function TaskChart({ figure }: { figure: ChartFigure }) {
  const series = figure.series.map((entry) => ({ label: entry.name, data: entry.values }));
  const axis = [{ scaleType: 'band' as const, data: figure.categories }];
  const yAxis = [{ width: 48, label: figure.unit }];
  return (
    <div aria-hidden="true" inert>
      {figure.chart === 'bar' && (
        <BarChart height={280} xAxis={axis} yAxis={yAxis} series={series} />
      )}
      {figure.chart === 'line' && (
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: figure.categories }]}
          yAxis={yAxis}
          series={series}
        />
      )}
      {figure.chart === 'pie' && (
        <PieChart
          height={280}
          series={[
            {
              data: figure.categories.map((label, index) => ({
                id: index,
                label,
                value: figure.series[0]?.values[index] ?? 0,
              })),
            },
          ]}
        />
      )}
    </div>
  );
}
