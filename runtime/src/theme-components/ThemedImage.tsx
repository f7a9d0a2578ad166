import type { ImgHTMLAttributes } from 'react';
import { themedImages } from '../theme/themed-images.js';

/** Props of `@theme/ThemedImage`: Docusaurus's (`sources.light`, `sources.dark`, and any `<img>` attribute). */
export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

/**
 * `@theme/ThemedImage`: an image with a light and a dark source. Both are in the page (classes
 * `themed-light` and `themed-dark`) and the theme's CSS shows the one of the colour mode, before
 * and after hydration; Docusaurus keeps only the current one after hydration. One image when the
 * sources are the same.
 */
export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  return (
    <>
      {themedImages(sources.light, sources.dark).map((image) => (
        <img key={image.className || 'only'} {...props} src={image.src} alt={alt} className={[className, image.className].filter(Boolean).join(' ') || undefined} />
      ))}
    </>
  );
}
