// Component tests render lazy routes: give async queries room on a loaded CI machine.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 8000 });
