import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          <MessageBarTitle>{messages.errorBoundary}</MessageBarTitle>
        </MessageBarBody>
      </MessageBar>
    );
  }
}
