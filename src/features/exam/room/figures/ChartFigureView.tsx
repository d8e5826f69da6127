import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ChartFigure } from '@contract/exams/form';
import { visuallyHidden } from '@/lib/visuallyHidden';

// Writing Task 1's chart, drawn from its data: an SVG for the eye (with the description as its
// text alternative) and the same numbers as a table for screen readers.

const W = 640;
const H = 340;
const PAD = { left: 48, right: 16, top: 16, bottom: 64 };
const SERIES_COLOURS = ['#1f5fa8', '#e07b00', '#2e7d32', '#8e24aa', '#c62828', '#00838f'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

function BarsOrLines({ figure }: { figure: ChartFigure }) {
  const theme = useTheme();
  const ink = theme.palette.text.primary;
  const max = niceMax(Math.max(...figure.series.flatMap((s) => s.values)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const band = plotW / figure.categories.length;
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => Math.round(t * max * 100) / 100);
  const barW = (band * 0.7) / figure.series.length;
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={ink}
            strokeOpacity={0.15}
          />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill={ink}>
            {tick}
          </text>
        </g>
      ))}
      {figure.categories.map((category, i) => (
        <text
          key={category}
          x={PAD.left + band * (i + 0.5)}
          y={H - PAD.bottom + 18}
          textAnchor="middle"
          fontSize="12"
          fill={ink}
        >
          {category}
        </text>
      ))}
      {figure.series.map((series, s) =>
        figure.chart === 'line' ? (
          <polyline
            key={series.name}
            fill="none"
            stroke={SERIES_COLOURS[s % SERIES_COLOURS.length]}
            strokeWidth={2.5}
            strokeDasharray={DASHES[s % DASHES.length]}
            points={series.values.map((v, i) => `${PAD.left + band * (i + 0.5)},${y(v)}`).join(' ')}
          />
        ) : (
          series.values.map((v, i) => (
            <rect
              key={`${series.name}-${i}`}
              x={PAD.left + band * i + band * 0.15 + barW * s}
              y={y(v)}
              width={barW - 2}
              height={PAD.top + plotH - y(v)}
              fill={SERIES_COLOURS[s % SERIES_COLOURS.length]}
            />
          ))
        ),
      )}
      {figure.series.map((series, s) => (
        <g key={series.name} transform={`translate(${PAD.left + s * 120}, ${H - 22})`}>
          <rect width="14" height="14" fill={SERIES_COLOURS[s % SERIES_COLOURS.length]} />
          <text x="20" y="12" fontSize="12" fill={ink}>
            {series.name}
          </text>
        </g>
      ))}
    </>
  );
}

function Pie({ figure }: { figure: ChartFigure }) {
  const theme = useTheme();
  const values = figure.series[0]?.values ?? [];
  const total = values.reduce((a, b) => a + b, 0) || 1;
  const cx = 170;
  const cy = H / 2;
  const r = 130;
  return (
    <>
      {values.map((v, i) => {
        const before = values.slice(0, i).reduce((a, b) => a + b, 0);
        const start = -Math.PI / 2 + (before / total) * Math.PI * 2;
        const angle = start + (v / total) * Math.PI * 2;
        const large = angle - start > Math.PI ? 1 : 0;
        const path = `M${cx},${cy} L${cx + r * Math.cos(start)},${cy + r * Math.sin(start)} A${r},${r} 0 ${large} 1 ${cx + r * Math.cos(angle)},${cy + r * Math.sin(angle)} Z`;
        return (
          <path
            key={figure.categories[i]}
            d={path}
            fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
            stroke="#fff"
          />
        );
      })}
      {figure.categories.map((category, i) => (
        <g key={category} transform={`translate(340, ${40 + i * 24})`}>
          <rect width="14" height="14" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} />
          <text x="20" y="12" fontSize="13" fill={theme.palette.text.primary}>
            {category}: {values[i]}
          </text>
        </g>
      ))}
    </>
  );
}

function DataTable({ figure, hidden }: { figure: ChartFigure; hidden: boolean }) {
  return (
    <Box
      component="table"
      sx={
        hidden
          ? visuallyHidden
          : {
              borderCollapse: 'collapse',
              mt: 1,
              '& th, & td': {
                border: 1,
                borderColor: 'divider',
                px: 1.5,
                py: 0.5,
                textAlign: 'right',
              },
              '& th[scope=row]': { textAlign: 'left' },
            }
      }
    >
      <caption>
        {figure.title} ({figure.unit})
      </caption>
      <thead>
        <tr>
          <td />
          {figure.series.map((series) => (
            <th key={series.name} scope="col">
              {series.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {figure.categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {figure.series.map((series) => (
              <td key={series.name}>{series.values[i]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function ChartFigureView({ figure }: { figure: ChartFigure }) {
  const titleId = `chart-${figure.title.replace(/\W+/g, '-')}`;
  if (figure.chart === 'table') return <DataTable figure={figure} hidden={false} />;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="figcaption" id={titleId} sx={{ fontWeight: 700, mb: 1 }}>
        {figure.title}{' '}
        <Box component="span" sx={{ fontWeight: 400 }}>
          ({figure.unit})
        </Box>
      </Box>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={figure.description}
        sx={{ width: '100%', maxWidth: W, height: 'auto', display: 'block' }}
      >
        {figure.chart === 'pie' ? <Pie figure={figure} /> : <BarsOrLines figure={figure} />}
      </Box>
      <DataTable figure={figure} hidden />
    </Box>
  );
}
