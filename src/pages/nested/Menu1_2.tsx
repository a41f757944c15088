import { Outlet } from 'react-router-dom';
import { NestedBlock } from './NestedBlock';

export default function Menu1_2() {
  return (
    <NestedBlock title="route.menu1_2">
      <Outlet />
    </NestedBlock>
  );
}
