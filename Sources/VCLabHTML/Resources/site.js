// VCLab site script: filled in by the site work.
