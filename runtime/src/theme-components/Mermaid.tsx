/** `@theme/Mermaid`: a diagram drawn by the `mermaid` package after hydration (see `mermaid/Mermaid`). */
import { Mermaid } from '../mermaid/Mermaid.js';

export default Mermaid;
