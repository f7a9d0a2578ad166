import { interpolate, type InterpolateValues } from './interpolate.js';

export type { InterpolateValues };
export { interpolate };

/** `@docusaurus/Interpolate`: the text child with its `{placeholders}` replaced by `values`. */
export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
