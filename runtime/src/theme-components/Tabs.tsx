/** `@theme/Tabs`: `defaultValue`, `values`, `groupId`, `queryString`, `lazy`, `className`; children are `TabItem`s. */
export { Tabs as default } from '../content/components/Tabs.js';
