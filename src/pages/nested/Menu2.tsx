import { NestedBlock } from './NestedBlock';

export default function Menu2() {
  return <NestedBlock title="route.menu2" />;
}
