import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RouteMenu } from './RouteMenu';
import { SessionBridges } from './SessionBridges';
import { DocumentTitle } from './DocumentTitle';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={RouteMenu}>
      <DocumentTitle />
      <SessionBridges />
      {children}
    </Layout>
  );
}
