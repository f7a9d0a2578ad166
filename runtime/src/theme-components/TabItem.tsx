/** `@theme/TabItem`: one tab's panel (`value`, `label`, `default`, `attributes` read by `Tabs`). */
export { TabItem as default } from '../content/components/Tabs.js';
