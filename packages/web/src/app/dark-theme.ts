// A module of its own so Fluent's dark theme is a chunk of its own, loaded only for someone who chose it.
export { webDarkTheme } from '@fluentui/react-components';
