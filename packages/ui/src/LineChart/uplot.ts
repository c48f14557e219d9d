// uPlot and its stylesheet, in a chunk of their own: LineChart imports this module only when a chart is shown.
import 'uplot/dist/uPlot.min.css';

export { default as UPlot } from 'uplot';
