import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigationService } from './navigation';

/** Hands the router's navigate to the store's navigation service. Render inside the router. */
export function RouterNavigationBridge({ navigation }: { navigation: NavigationService }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigation.connect(navigate), [navigation, navigate]);
  return null;
}
