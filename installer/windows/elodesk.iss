; Inno Setup script: the Windows installer around the PyInstaller bundle.
; Built by installer/build.sh (under Git Bash) as:
;   iscc /DMyAppVersion=x.y.z /DBundleDir=...\dist\elodesk /DIconFile=...\elodesk.ico elodesk.iss
#ifndef MyAppVersion
  #define MyAppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\elodesk"
#endif

[Setup]
AppId={{6E2F7C1A-4B8D-4E43-9C51-3F0A9E2B7D61}
AppName=elodesk
AppVersion={#MyAppVersion}
AppPublisher=elodesk
DefaultDirName={autopf}\elodesk
DefaultGroupName=elodesk
UninstallDisplayIcon={app}\elodesk.exe
OutputBaseFilename=elodesk-{#MyAppVersion}-setup
Compression=lzma2
SolidCompression=yes
ChangesAssociations=yes
WizardStyle=modern
#ifdef IconFile
SetupIconFile={#IconFile}
#endif

[Languages]
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\elodesk"; Filename: "{app}\elodesk.exe"
Name: "{group}\{cm:UninstallProgram,elodesk}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\elodesk"; Filename: "{app}\elodesk.exe"; Tasks: desktopicon

[Registry]
; The .elodesk club database opens in elodesk on double-click.
Root: HKA; Subkey: "Software\Classes\.elodesk"; ValueType: string; ValueName: ""; ValueData: "elodesk.database"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\elodesk.database"; ValueType: string; ValueName: ""; ValueData: "elodesk club database"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\elodesk.database\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\elodesk.exe,0"
Root: HKA; Subkey: "Software\Classes\elodesk.database\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\elodesk.exe"" ""%1"""

[Run]
Filename: "{app}\elodesk.exe"; Description: "{cm:LaunchProgram,elodesk}"; Flags: nowait postinstall skipifsilent
