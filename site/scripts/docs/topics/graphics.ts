// @framecraft/paths, @framecraft/shapes and @framecraft/noise: vector graphics helpers.
import type { RefEntry } from '../types.js';

const paths = '@framecraft/paths';
const shapes = '@framecraft/shapes';
const noise = '@framecraft/noise';

export const pathsApi: RefEntry[] = [
  {
    kind: 'ref', id: 'paths/evolve-path', title: 'evolvePath()', pkg: paths, since: '2.0',
    summary: 'Animates the drawing of an SVG path: for a progress between 0 and 1, it returns the stroke dash values that show that share of the path.',
    body: ['The technique is the classic line-drawing effect: the dash is as long as the path and the offset hides the part not drawn yet. `evolvePath()` measures the path once per call and returns both values, so handwriting, signatures and chart lines can be revealed with a single `interpolate()`.', 'It only affects the stroke. A filled shape does not draw itself; fade the fill in separately after the outline is complete.'],
    signature: 'evolvePath(progress: number, path: string): { strokeDasharray: string; strokeDashoffset: number }',
    params: [{ name: 'progress', type: 'number', text: 'How much of the path is drawn: 0 shows nothing, 1 the whole path. Values outside are clamped.' }, { name: 'path', type: 'string', text: 'SVG path data, the `d` attribute of the `<path>` element that will be drawn.' }],
    returns: 'An object with `strokeDasharray` and `strokeDashoffset`, to spread into the style or attributes of the `<path>`.',
    example: "const frame = useCurrentFrame();\nconst d = 'M 10 80 C 40 10, 65 10, 95 80 S 150 150, 180 80';\nconst progress = interpolate(frame, [0, 45], [0, 1], { extrapolateRight: 'clamp' });\nreturn <svg viewBox=\"0 0 200 160\"><path d={d} stroke=\"#0b5cff\" strokeWidth={4} fill=\"none\" {...evolvePath(progress, d)} /></svg>;",
    errors: ['invalidPath'],
    see: ['paths/get-length', 'paths/interpolate-path', 'paths/get-point-at-length'],
  },
  {
    kind: 'ref', id: 'paths/get-length', title: 'getLength()', pkg: paths, since: '2.0',
    summary: 'Returns the length of an SVG path in user units, computed in JavaScript without a DOM.',
    body: ['The browser\'s `getTotalLength()` needs a mounted element, which does not exist during server-side work such as `calculateMetadata()`. This function computes the same value from the path data, with curves measured by adaptive subdivision to within a hundredth of a unit.', 'Use it to move objects at constant speed: divide the length by the speed to get the number of frames an animation along the path should take.'],
    signature: 'getLength(path: string): number',
    params: [{ name: 'path', type: 'string', text: 'SVG path data. Relative and absolute commands, arcs and shorthand curves are all supported.' }],
    returns: 'The length as a number. Multiple subpaths are summed; the invisible moves between them do not count.',
    example: "getLength('M 0 0 L 100 0'); // 100\nconst frames = Math.ceil(getLength(route) / 8); // 8 units per frame",
    errors: ['invalidPath'],
    see: ['paths/evolve-path', 'paths/get-point-at-length'],
  },
  {
    kind: 'ref', id: 'paths/interpolate-path', title: 'interpolatePath()', pkg: paths, since: '2.0',
    summary: 'Morphs one SVG path into another: for a value between 0 and 1, it returns a path in between.',
    body: ['Both paths are normalised to cubic curves and, if their number of points differs, the shorter is subdivided until they match. Morphs look best between shapes of similar structure, such as two icons drawn with the same number of segments; wildly different shapes pass through tangled intermediate forms.'],
    signature: 'interpolatePath(value: number, from: string, to: string): string',
    params: [{ name: 'value', type: 'number', text: 'Progress of the morph. Values slightly outside 0 to 1 extrapolate, which allows springy overshoot.' }, { name: 'from', type: 'string', text: 'The path at value 0.' }, { name: 'to', type: 'string', text: 'The path at value 1.' }],
    returns: 'A new path string made of absolute cubic curve commands.',
    example: "const t = spring({ frame, fps, config: { damping: 12 } });\nconst d = interpolatePath(t, playIcon, pauseIcon);\nreturn <path d={d} fill=\"white\" />;",
    errors: ['invalidPath'],
    see: ['paths/normalize-path', 'paths/evolve-path', 'spring'],
  },
  {
    kind: 'ref', id: 'paths/get-point-at-length', title: 'getPointAtLength()', pkg: paths, since: '2.1',
    summary: 'Returns the coordinates of the point at a given distance along a path.',
    body: ['Combined with `getLength()`, it moves an object along a route: a plane along a flight path, a dot along a chart line. For the direction of travel at that point, use `getTangentAtLength()` and rotate the object accordingly.'],
    signature: 'getPointAtLength(path: string, length: number): { x: number; y: number }',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }, { name: 'length', type: 'number', text: 'Distance from the start; clamped to the length of the path.' }],
    returns: 'The point as `{ x, y }` in the coordinate system of the path.',
    example: "const total = getLength(route);\nconst { x, y } = getPointAtLength(route, total * progress);\nreturn <circle cx={x} cy={y} r={6} fill=\"tomato\" />;",
    errors: ['invalidPath'],
    see: ['paths/get-tangent-at-length', 'paths/get-length'],
  },
  {
    kind: 'ref', id: 'paths/get-tangent-at-length', title: 'getTangentAtLength()', pkg: paths, since: '2.1',
    summary: 'Returns the direction of a path at a given distance along it, as a unit vector.',
    body: ['Rotate objects that travel along a path so they face forward: `Math.atan2(y, x)` of the tangent is the angle in radians. At sharp corners, where the direction jumps, the tangent of the segment after the corner is returned.'],
    signature: 'getTangentAtLength(path: string, length: number): { x: number; y: number }',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }, { name: 'length', type: 'number', text: 'Distance from the start of the path.' }],
    returns: 'A vector of length 1 pointing in the direction of travel.',
    example: "const t = getTangentAtLength(route, distance);\nconst angle = (Math.atan2(t.y, t.x) * 180) / Math.PI;\nreturn <g transform={`translate(${p.x} ${p.y}) rotate(${angle})`}><Plane /></g>;",
    errors: ['invalidPath'],
    see: ['paths/get-point-at-length'],
  },
  {
    kind: 'ref', id: 'paths/get-bounding-box', title: 'getBoundingBox()', pkg: paths, since: '2.2',
    summary: 'Computes the smallest rectangle that contains a path, including the extremes of its curves.',
    body: ['Control points of curves can lie far outside the drawn shape, so a box around the points is too large. This function finds the real extremes of each curve. Use the result to build a `viewBox` that fits the shape tightly or to centre a shape.'],
    signature: 'getBoundingBox(path: string): { x1: number; y1: number; x2: number; y2: number; width: number; height: number; viewBox: string }',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }],
    returns: 'The corners, the size and a ready `viewBox` string.',
    example: "const box = getBoundingBox(logoPath);\nreturn <svg viewBox={box.viewBox} width={box.width * 2}><path d={logoPath} /></svg>;",
    errors: ['invalidPath'],
    see: ['paths/translate-path', 'paths/scale-path'],
  },
  {
    kind: 'ref', id: 'paths/translate-path', title: 'translatePath()', pkg: paths, since: '2.2',
    summary: 'Moves every point of a path by a horizontal and a vertical offset.',
    body: ['Shapes made by the `make*()` functions of `@framecraft/shapes` start at the origin. Translate them into place before combining several into one `d` attribute, which renders faster than many separate elements.'],
    signature: 'translatePath(path: string, x: number, y: number): string',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }, { name: 'x', type: 'number', text: 'Horizontal offset.' }, { name: 'y', type: 'number', text: 'Vertical offset.' }],
    returns: 'The moved path, with all commands made absolute.',
    example: "const { path } = makeCircle({ radius: 20 });\nconst row = [0, 1, 2].map((i) => translatePath(path, i * 50, 0)).join(' ');",
    errors: ['invalidPath'],
    see: ['paths/scale-path', 'shapes/circle'],
  },
  {
    kind: 'ref', id: 'paths/scale-path', title: 'scalePath()', pkg: paths, since: '2.2',
    summary: 'Scales a path relative to the origin, independently in each direction.',
    body: ['Scaling the path data instead of the element keeps stroke widths unchanged, which a CSS `transform: scale()` would not. Negative factors mirror the path.'],
    signature: 'scalePath(path: string, scaleX: number, scaleY: number): string',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }, { name: 'scaleX', type: 'number', text: 'Horizontal factor.' }, { name: 'scaleY', type: 'number', text: 'Vertical factor.' }],
    returns: 'The scaled path.',
    example: "const mirrored = scalePath(arrow, -1, 1);",
    errors: ['invalidPath'],
    see: ['paths/translate-path', 'paths/get-bounding-box'],
  },
  {
    kind: 'ref', id: 'paths/reverse-path', title: 'reversePath()', pkg: paths, since: '2.2',
    summary: 'Returns the same path drawn in the opposite direction.',
    body: ['`evolvePath()` draws from the first point to the last. Reversing the path makes a line draw itself from the other end, without editing its data in a design tool.'],
    signature: 'reversePath(path: string): string',
    params: [{ name: 'path', type: 'string', text: 'SVG path data; each subpath is reversed and their order is reversed too.' }],
    returns: 'The reversed path.',
    example: "const d = reversePath(underline);\nreturn <path d={d} {...evolvePath(progress, d)} />;",
    errors: ['invalidPath'],
    see: ['paths/evolve-path'],
  },
  {
    kind: 'ref', id: 'paths/normalize-path', title: 'normalizePath()', pkg: paths, since: '2.2',
    summary: 'Rewrites a path so that it uses only absolute `M`, `L`, `C` and `Z` commands.',
    body: ['Paths exported from design tools mix relative commands, shorthand curves, arcs and quadratic curves. Code that transforms paths point by point is simpler on the normalised form, which draws exactly the same shape.'],
    signature: 'normalizePath(path: string): string',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }],
    returns: 'The equivalent path using only the four commands.',
    example: "normalizePath('m 10 10 h 20 v 20 z'); // 'M 10 10 L 30 10 L 30 30 Z'",
    errors: ['invalidPath'],
    see: ['paths/parse-path', 'paths/interpolate-path'],
  },
  {
    kind: 'ref', id: 'paths/parse-path', title: 'parsePath()', pkg: paths, since: '2.2',
    summary: 'Turns path data into an array of instruction objects that code can inspect and change.',
    body: ['Each instruction has a `type` (the command letter) and named coordinates, such as `x`, `y`, `cp1x`. Edit the array and turn it back into a string with `serializeInstructions()`.'],
    signature: 'parsePath(path: string): Instruction[]',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }],
    returns: 'The instructions, in order, with the original relative or absolute form kept.',
    example: "const instructions = parsePath('M 0 0 L 10 10');\n// [{ type: 'M', x: 0, y: 0 }, { type: 'L', x: 10, y: 10 }]",
    errors: ['invalidPath'],
    see: ['paths/serialize-instructions', 'paths/normalize-path'],
  },
  {
    kind: 'ref', id: 'paths/serialize-instructions', title: 'serializeInstructions()', pkg: paths, since: '2.2',
    summary: 'Turns an array of path instructions back into path data for a `d` attribute.',
    body: ['Numbers are written with up to four decimals, which is precise enough for any screen and keeps the string short.'],
    signature: 'serializeInstructions(instructions: Instruction[]): string',
    params: [{ name: 'instructions', type: 'Instruction[]', text: 'Instructions as returned by `parsePath()`, possibly modified.' }],
    returns: 'A path string.',
    example: "const moved = parsePath(d).map((i) => ('x' in i ? { ...i, x: i.x + 10 } : i));\nconst d2 = serializeInstructions(moved);",
    errors: [{ error: 'TypeError: Unknown instruction type', when: 'an instruction has a `type` that is not an SVG command letter.' }],
    see: ['paths/parse-path'],
  },
  {
    kind: 'ref', id: 'paths/get-subpaths', title: 'getSubpaths()', pkg: paths, since: '3.0',
    summary: 'Splits a path into its subpaths, each starting with a move command.',
    body: ['Icons and letters are often one path with several parts, such as the outer and inner outline of the letter O. Splitting them allows animating each part on its own, for example drawing the strokes of a logo one after another.'],
    signature: 'getSubpaths(path: string): string[]',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }],
    returns: 'One path string per subpath, in drawing order.',
    example: "getSubpaths(logo).map((d, i) => <path key={i} d={d} {...evolvePath(interpolate(frame, [i * 10, i * 10 + 30], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' }), d)} />);",
    errors: ['invalidPath'],
    see: ['paths/evolve-path', 'paths/cut-path'],
  },
  {
    kind: 'ref', id: 'paths/cut-path', title: 'cutPath()', pkg: paths, since: '4.0',
    summary: 'Returns the part of a path from its start up to a given length, as a real path rather than a dash trick.',
    body: ['`evolvePath()` hides the rest of a path with dashes, which does not work for dashed strokes or markers. `cutPath()` computes the actual geometry of the first part, so dashes and arrowheads stay correct while the line grows.'],
    signature: 'cutPath(path: string, length: number): string',
    params: [{ name: 'path', type: 'string', text: 'SVG path data.' }, { name: 'length', type: 'number', text: 'Length of the part to keep, from the start.' }],
    returns: 'The shortened path.',
    example: "const d = cutPath(arrowPath, getLength(arrowPath) * progress);\nreturn <path d={d} strokeDasharray=\"6 4\" markerEnd=\"url(#head)\" />;",
    errors: ['invalidPath'],
    see: ['paths/evolve-path', 'paths/get-length'],
  },
  {
    kind: 'ref', id: 'paths/warp-path', title: 'warpPath()', pkg: paths, since: '4.0',
    summary: 'Moves every point of a path through a function, for wobbles, waves and distortions.',
    body: ['Straight segments are subdivided first so they can bend. The function receives each point and returns its new position; combine it with `noise2D()` and the frame for organic, animated distortion.'],
    signature: 'warpPath(path: string, transformer: (point: { x: number; y: number }) => { x: number; y: number }, options?: { interpolationThreshold?: number }): string',
    params: [
      { name: 'path', type: 'string', text: 'SVG path data.' },
      { name: 'transformer', type: '(point) => point', text: 'Maps a point to its warped position.' },
      { name: 'options.interpolationThreshold', type: 'number', default: '5', text: 'Longest segment left unsplit, in user units; smaller values bend more smoothly.' },
    ],
    returns: 'The warped path.',
    example: "const d = warpPath(text, ({ x, y }) => ({ x, y: y + Math.sin(x / 20 + frame / 8) * 6 }));",
    errors: ['invalidPath'],
    see: ['noise/noise-2d', 'paths/normalize-path'],
  },
];

interface ShapeSpec {
  shape: string;
  component: string;
  since: string;
  summary: string;
  body: string[];
  props: RefEntry['params'];
  example: string;
  see: string[];
}

/** A page for one shape: its component and its make function. */
const shape = (s: ShapeSpec): RefEntry => ({
  kind: 'ref', id: `shapes/${s.shape}`, title: `<${s.component}>`, pkg: shapes, since: s.since,
  summary: s.summary, body: s.body,
  signature: `<${s.component} {...props} fill? stroke? strokeWidth? style? />\nmake${s.component}(props): { path: string; width: number; height: number; transformOrigin: string; instructions: Instruction[] }`,
  signatureLang: 'tsx', paramsHeading: 'Props', params: s.props,
  returns: `The component renders an \`<svg>\` element sized to the shape, with any other SVG attribute passed to its \`<path>\`. \`make${s.component}()\` returns the path data, the size and the centre as a \`transformOrigin\` string, for use with the functions of \`@framecraft/paths\`.`,
  example: s.example, errors: [{ error: 'RangeError: negative size', when: 'a size prop of the shape is negative or `NaN`.' }], see: s.see,
});

export const shapesApi: RefEntry[] = [
  shape({ shape: 'circle', component: 'Circle', since: '2.0', summary: 'Draws a circle of a given radius as an SVG element, or returns its path.', body: ['A circle is drawn as four cubic curves rather than an SVG `<circle>`, so that its path can be morphed, evolved and warped like any other shape.'], props: [{ name: 'radius', type: 'number', text: 'Radius in pixels; the SVG is twice as wide and high.' }], example: "<Circle radius={80} fill=\"#0b5cff\" style={{ transform: `scale(${spring({ frame, fps })})` }} />", see: ['shapes/ellipse', 'paths/evolve-path'] }),
  shape({ shape: 'ellipse', component: 'Ellipse', since: '3.0', summary: 'Draws an ellipse with separate horizontal and vertical radii.', body: ['Squash-and-stretch animations switch between a circle and ellipses around the moment of impact; animate `rx` and `ry` in opposite directions to keep the area roughly constant.'], props: [{ name: 'rx', type: 'number', text: 'Horizontal radius in pixels.' }, { name: 'ry', type: 'number', text: 'Vertical radius in pixels.' }], example: "const squash = interpolate(frame, [20, 24, 28], [1, 1.3, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });\nreturn <Ellipse rx={50 * squash} ry={50 / squash} fill=\"orange\" />;", see: ['shapes/circle'] }),
  shape({ shape: 'rect', component: 'Rect', since: '2.0', summary: 'Draws a rectangle with optional rounded corners.', body: ['Unlike CSS boxes, an SVG rectangle can be morphed into other shapes and its outline drawn progressively, which makes it the base of many frame and highlight animations.'], props: [{ name: 'width', type: 'number', text: 'Width in pixels.' }, { name: 'height', type: 'number', text: 'Height in pixels.' }, { name: 'cornerRadius', type: 'number', default: '0', text: 'Radius of all four corners; clamped to half the shorter side.' }, { name: 'edgeRoundness', type: 'number | null', default: 'null', text: 'Makes corners smoother than circular arcs, like app icons; 1 is a squircle.' }], example: "<Rect width={420} height={120} cornerRadius={24} fill=\"white\" stroke=\"#101820\" strokeWidth={3} />", see: ['shapes/circle', 'shapes/polygon'] }),
  shape({ shape: 'triangle', component: 'Triangle', since: '2.0', summary: 'Draws an equilateral triangle pointing up, down, left or right.', body: ['Play buttons, arrows and chevrons are triangles. The `direction` decides where the tip points; rotation of the element is not needed and the bounding box stays tight.'], props: [{ name: 'length', type: 'number', text: 'Length of each side.' }, { name: 'direction', type: "'up' | 'down' | 'left' | 'right'", text: 'Where the tip points.' }, { name: 'cornerRadius', type: 'number', default: '0', text: 'Rounds the three corners.' }], example: "<Triangle length={60} direction=\"right\" cornerRadius={6} fill=\"white\" />", see: ['shapes/polygon', 'shapes/arrow'] }),
  shape({ shape: 'star', component: 'Star', since: '2.0', summary: 'Draws a star with any number of points and adjustable inner and outer radii.', body: ['Five points with an inner radius of about 40 percent of the outer one look like the classic star; many points with a close inner radius make a seal or badge shape.'], props: [{ name: 'points', type: 'number', text: 'Number of tips, at least 3.' }, { name: 'innerRadius', type: 'number', text: 'Distance of the inner corners from the centre.' }, { name: 'outerRadius', type: 'number', text: 'Distance of the tips from the centre.' }, { name: 'cornerRadius', type: 'number', default: '0', text: 'Rounds every corner.' }], example: "<Star points={5} innerRadius={40} outerRadius={100} fill=\"gold\" style={{ rotate: `${frame * 2}deg` }} />", see: ['shapes/polygon', 'shapes/circle'] }),
  shape({ shape: 'polygon', component: 'Polygon', since: '3.0', summary: 'Draws a regular polygon with a given number of sides.', body: ['Hexagon grids, octagonal badges and pentagon charts start here. The first corner points up, so an even number of sides gives a flat bottom edge.'], props: [{ name: 'points', type: 'number', text: 'Number of corners, at least 3.' }, { name: 'radius', type: 'number', text: 'Distance from the centre to each corner.' }, { name: 'cornerRadius', type: 'number', default: '0', text: 'Rounds the corners.' }], example: "<Polygon points={6} radius={50} fill=\"none\" stroke=\"#0b5cff\" strokeWidth={4} />", see: ['shapes/triangle', 'shapes/star'] }),
  shape({ shape: 'pie', component: 'Pie', since: '3.0', summary: 'Draws a pie slice or ring segment for a share of a full circle.', body: ['Animate `progress` from 0 to 1 for a circular progress indicator, or draw one slice per value for a pie chart. With `closePath` off, only the arc is drawn, which makes donut charts with a stroke.'], props: [{ name: 'radius', type: 'number', text: 'Radius of the circle.' }, { name: 'progress', type: 'number', text: 'Share of the circle, from 0 to 1.' }, { name: 'closePath', type: 'boolean', default: 'true', text: 'Connect the arc to the centre.' }, { name: 'counterClockwise', type: 'boolean', default: 'false', text: 'Fill in the other direction.' }, { name: 'rotation', type: 'number', default: '0', text: 'Start angle in radians, 0 pointing up.' }], example: "<Pie radius={90} progress={interpolate(frame, [0, 60], [0, 0.72], { extrapolateRight: 'clamp' })} fill=\"#16a34a\" />", see: ['shapes/circle'] }),
  shape({ shape: 'heart', component: 'Heart', since: '4.0', summary: 'Draws a heart shape of a given height.', body: ['Like and reaction animations are the typical use. The shape is made of cubic curves, so it can be morphed from a circle for a popping effect.'], props: [{ name: 'height', type: 'number', text: 'Height of the heart; the width follows the proportions of the shape.' }, { name: 'aspectRatio', type: 'number', default: '1.1', text: 'Width divided by height.' }], example: "<Heart height={80} fill=\"#e11d48\" style={{ transform: `scale(${spring({ frame, fps, config: { damping: 8 } })})` }} />", see: ['shapes/circle', 'paths/interpolate-path'] }),
  shape({ shape: 'arrow', component: 'Arrow', since: '4.0', summary: 'Draws an arrow with a head and a shaft of configurable size.', body: ['Explainer videos point at things. The arrow points right by default; `direction` changes that without rotating the element, so labels next to it stay upright.'], props: [{ name: 'length', type: 'number', text: 'Total length from tail to tip.' }, { name: 'headWidth', type: 'number', default: '185', text: 'Width of the head.' }, { name: 'headLength', type: 'number', default: '120', text: 'Length of the head.' }, { name: 'shaftWidth', type: 'number', default: '80', text: 'Width of the shaft.' }, { name: 'direction', type: "'right' | 'left' | 'up' | 'down'", default: "'right'", text: 'Where the tip points.' }], example: "<Arrow length={240} headWidth={90} headLength={70} shaftWidth={30} direction=\"down\" fill=\"white\" />", see: ['shapes/triangle'] }),
];

interface NoiseSpec {
  dims: number;
  since: string;
  summary: string;
  body: string[];
  coordinates: RefEntry['params'];
  example: string;
}

const noiseFn = (n: NoiseSpec): RefEntry => ({
  kind: 'ref', id: `noise/noise-${n.dims}d`, title: `noise${n.dims}D()`, pkg: noise, since: n.since,
  summary: n.summary, body: n.body,
  signature: `noise${n.dims}D(seed: string | number, ${(n.coordinates ?? []).map((c) => `${(c as { name: string }).name}: number`).join(', ')}): number`,
  params: ['noiseSeed', ...(n.coordinates ?? [])],
  returns: `The value of the ${n.dims}-dimensional field at (${(n.coordinates ?? []).map((c) => (c as { name: string }).name).join(', ')}), between -1 and 1.`,
  example: n.example, see: ['noise/noise-2d', 'noise/noise-3d', 'noise/noise-4d', 'random'].filter((id) => id !== `noise/noise-${n.dims}d`),
});

export const noiseApi: RefEntry[] = [
  noiseFn({ dims: 2, since: '3.0', summary: 'Returns smooth simplex noise for a two-dimensional coordinate: random-looking values that change gradually from one point to the next.', body: ['Where `random()` jumps between unrelated values, noise drifts. Sample it along x with time as y to make a value wander, for example the position of a floating object or the flicker of a candle. Divide coordinates by a scale: small steps give slow, gentle changes, large steps give jittery ones.'], coordinates: [{ name: 'x', type: 'number', text: 'First coordinate, often an index or a position divided by a scale.' }, { name: 'y', type: 'number', text: 'Second coordinate, often the frame divided by a speed.' }], example: "const frame = useCurrentFrame();\nconst dx = noise2D('float-x', 0, frame / 90) * 20;\nconst dy = noise2D('float-y', 0, frame / 90) * 20;\nreturn <div style={{ transform: `translate(${dx}px, ${dy}px)` }}>🎈</div>;" }),
  noiseFn({ dims: 3, since: '3.0', summary: 'Three-dimensional simplex noise. With the frame as third coordinate, it animates a two-dimensional noise field over time.', body: ['A grid of dots whose size is read from `noise3D(seed, x, y, frame)` ripples like a surface; the same call with a fixed third coordinate would be a still pattern. Three-dimensional noise is about a third slower than two-dimensional, which matters only for thousands of samples per frame.'], coordinates: [{ name: 'x', type: 'number', text: 'First coordinate.' }, { name: 'y', type: 'number', text: 'Second coordinate.' }, { name: 'z', type: 'number', text: 'Third coordinate, usually time.' }], example: "const dots = grid.map(({ x, y }) => {\n  const v = noise3D('field', x / 120, y / 120, frame / 60);\n  return <circle key={`${x}-${y}`} cx={x} cy={y} r={4 + v * 3} />;\n});" }),
  noiseFn({ dims: 4, since: '3.0', summary: 'Four-dimensional simplex noise, for animating three-dimensional noise fields over time.', body: ['Volumetric effects such as clouds in a three.js scene sample space in three dimensions; the fourth coordinate moves them through time without the visible drift that scrolling a 3D field would cause. It is the slowest of the three noise functions.'], coordinates: [{ name: 'x', type: 'number', text: 'First coordinate.' }, { name: 'y', type: 'number', text: 'Second coordinate.' }, { name: 'z', type: 'number', text: 'Third coordinate.' }, { name: 'w', type: 'number', text: 'Fourth coordinate, usually time.' }], example: "const density = noise4D('cloud', p.x * 0.3, p.y * 0.3, p.z * 0.3, frame / 120);" }),
];
