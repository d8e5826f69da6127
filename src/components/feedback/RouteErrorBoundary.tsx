import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error without remounting the app. */
  resetKey: string;
}

interface State {
  failed: boolean;
  failedAt: string | null;
}

/** Whatever breaks while rendering a screen, the learner sees a way on, never a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failed && state.failedAt === null) return { failedAt: props.resetKey };
    if (state.failed && state.failedAt !== props.resetKey) return { failed: false, failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography sx={{ mb: 3 }}>
          This page could not be shown. Please reload it; if it keeps happening, contact us.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Container>
    );
  }
}
