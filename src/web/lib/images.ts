/**
 * An image as a page shows it: its address, and when the backend knows them (POST /site/images,
 * decision 019) its phone-sized versions for srcset and its pixel size for width and height.
 */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}
