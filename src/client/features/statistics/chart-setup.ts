import { ArcElement, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineElement, PointElement, RadialLinearScale, Tooltip } from 'chart.js';

/** chart.js with only the parts the back office draws; imported by the lazily loaded screens alone. */
Chart.register(ArcElement, BarElement, CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, RadialLinearScale, Tooltip);
Chart.defaults.font.family = 'system-ui, sans-serif';
Chart.defaults.locale = 'de-DE';

export const PALETTE = ['#1976d2', '#ff9800', '#6a1b9a', '#2e7d32', '#c62828', '#00838f', '#ad1457', '#5d4037', '#546e7a', '#f9a825'];

export const colours = (count: number) => Array.from({ length: count }, (_, i) => PALETTE[i % PALETTE.length]);
