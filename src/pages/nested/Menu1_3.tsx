import { NestedBlock } from './NestedBlock';

export default function Menu1_3() {
  return <NestedBlock title="route.menu1_3" />;
}
