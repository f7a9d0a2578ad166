const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined' && typeof window.document.createElement !== 'undefined';

/** `@docusaurus/ExecutionEnvironment`: what the current environment offers. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener !== 'undefined',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};

export default ExecutionEnvironment;
