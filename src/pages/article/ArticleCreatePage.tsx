import { ResourceContextProvider } from 'react-admin';
import { ArticleEditor } from './ArticleEditor';

/** /example/create (Create Article). */
export default function ArticleCreatePage() {
  return (
    <ResourceContextProvider value="article">
      <ArticleEditor />
    </ResourceContextProvider>
  );
}
