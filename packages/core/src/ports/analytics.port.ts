/** The analytics events of docs/product/api.md, with their parameters. */
export type AnalyticsEvent =
  | { name: 'add_to_folder'; params: { story_id: string; new_folders: string[] } }
  | { name: 'bulk_delete_stories'; params: { count: number } }
  | { name: 'bulk_download_stories'; params: { count: number } }
  | { name: 'bulk_add_to_folder_stories'; params: { count: number } }
  | { name: `navigate_to_${string}`; params?: undefined }
  /** A page shown; `page` is its route's pattern, so no id or token in an address reaches the provider. */
  | { name: 'pageview'; params: { page: string } };

/** Product analytics (the console by default). Never throws. */
export const Analytics = Symbol('Analytics');
export interface Analytics {
  track(event: AnalyticsEvent): void;
}

/** The event sent when a side-navigation item is followed: `navigate_to_` and the item's title. */
export function navigationEvent(itemTitle: string): AnalyticsEvent {
  return { name: `navigate_to_${itemTitle}` };
}
