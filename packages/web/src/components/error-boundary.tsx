import { makeStyles, tokens } from '@fluentui/react-components';
import { shellMessages } from '@storykeep/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

// Drawn with plain styles in the message bar's error look rather than with Fluent's MessageBar: every first page
// carries this boundary, and the bar (with its icons and motion) would come with it; nor may showing a failure
// depend on loading another chunk, when a failed chunk load is what it most often shows.
const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
  },
});

function FailureBar() {
  const styles = useStyles();
  return (
    <div role="alert" className={styles.bar}>
      {shellMessages.errorBoundary}
    </div>
  );
}

interface Props {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches a render failure below it and says so in the catalogue's words, instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FailureBar />;
  }
}
