import { NestedBlock } from './NestedBlock';

export default function Menu1_1() {
  return <NestedBlock title="route.menu1_1" />;
}
