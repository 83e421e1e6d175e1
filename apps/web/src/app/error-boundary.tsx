import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../features/shell/components/error-screen';

interface State {
  failed: boolean;
}

/** The last line: an error outside the router's own error elements shows the error page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
