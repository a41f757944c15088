import { Dropzone } from '../../components/Dropzone';
import { DemoCard } from '../shared/DemoCard';

/** Dropzone demo: images up to 2 MB, at most 3 files, each uploaded on its own. */
export default function DropzonePage() {
  return (
    <DemoCard title="route.dropzone" intro="demoEditors.dropzone.intro">
      <Dropzone />
    </DemoCard>
  );
}
