/** The body of a create/edit form a resource lays out with `form`: sections, tabs or steps. */
import type { LayoutBodyProps } from './layoutProps';
import { SectionsBody } from './SectionsBody';
import { StepsBody } from './StepsBody';
import { TabsBody } from './TabsBody';

export function LayoutBody(props: LayoutBodyProps) {
  switch (props.layout.layout) {
    case 'tabs':
      return <TabsBody {...props} />;
    case 'steps':
      return <StepsBody {...props} />;
    default:
      return <SectionsBody {...props} />;
  }
}
